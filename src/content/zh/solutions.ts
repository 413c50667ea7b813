import type { SolutionsContent } from "../types";

/** 解决方案（/solutions）：四个带锚点的章节。 */
export const solutions: SolutionsContent = {
  hero: {
    eyebrow: "解决方案",
    title: "围绕工程场景的数字化解决方案",
    lead: "虚拟建造、VR 沉浸体验、倾斜摄影实景建模和高校交通数字化实验室，把设计与建造数据用到施工组织、评审和教学中。",
    audience: "面向建设单位、施工单位、设计院和开设交通工程、道路桥梁专业的高校。",
    figure: { src: "/img/solutions-hero.svg", alt: "无人机在地形网格上方航拍，右上角为 VR 头显", width: 640, height: 420 },
  },
  sections: [
    {
      id: "virtual-construction",
      eyebrow: "虚拟建造",
      title: "先在模型里把工程建一遍",
      lead: "基于 BIM 模型和施工进度计划进行四维施工模拟，提前暴露工序冲突、场地和交通组织问题。",
      figure: { src: "/img/sol-virtual-construction.svg", alt: "桥梁施工三个阶段的模拟：墩柱与梁段逐步完成，上方为各阶段进度", width: 640, height: 400 },
      caseAnchor: "transport-hub",
      points: [
        { icon: "schedule", title: "四维进度模拟", text: "进度计划与模型构件挂接，按天或按周回放施工过程，计划不合理处一目了然。" },
        { icon: "precast", title: "关键工序推演", text: "架梁、转体、盾构始发等关键工序逐步推演，验证设备站位与吊装空间。" },
        { icon: "interchange", title: "交通导改与场地布置", text: "保通方案、临时便道和场地布置分阶段模拟，减少对既有交通的影响。" },
      ],
    },
    {
      id: "vr",
      eyebrow: "VR 沉浸体验",
      title: "戴上头显，走进还没建成的工程",
      lead: "把设计模型和施工场景转换为 VR 内容，用于方案评审、安全教育和公众沟通。",
      figure: { src: "/img/sol-vr.svg", alt: "VR 头显两个镜片中显示道路场景，下方为两只手柄", width: 640, height: 400 },
      points: [
        { icon: "vr", title: "方案沉浸评审", text: "评审专家在 VR 中以 1:1 尺度查看互通、桥梁和隧道洞口，比看图纸更早发现问题。" },
        { icon: "helmet", title: "VR 安全教育", text: "高处坠落、物体打击、隧道坍塌等事故场景沉浸体验，提升工人安全意识。" },
        { icon: "steering", title: "驾驶体验", text: "结合驾驶仿真，在通车前体验道路线形和交通标志设置。" },
      ],
    },
    {
      id: "oblique-photography",
      eyebrow: "倾斜摄影",
      title: "无人机航拍，快速得到实景三维",
      lead: "以无人机倾斜摄影获取厘米级实景模型，作为方案设计、进度核查和运维建档的地形与现状底图。",
      figure: { src: "/img/sol-oblique.svg", alt: "无人机以五个方向的相机视锥拍摄下方建筑与地面", width: 640, height: 400 },
      caseAnchor: "urban-expressway",
      points: [
        { icon: "drone", title: "航线规划与采集", text: "按测区范围和分辨率要求自动规划航线，外业一天可完成数平方公里采集。" },
        { icon: "model3d", title: "实景建模与量测", text: "生成实景三维模型与正射影像，可直接量测距离、面积和土方量。" },
        { icon: "inspection", title: "现状与进度核查", text: "定期航拍与 BIM 模型比对，核查形象进度与征拆边界。" },
      ],
    },
    {
      id: "traffic-lab",
      eyebrow: "高校交通数字化实验室",
      title: "把工程软件和真实项目带进课堂",
      lead: "为高校交通工程、道路桥梁与渡河工程等专业建设数字化实验室，软件、设备、课程和案例一体配置。",
      figure: { src: "/img/sol-traffic-lab.svg", alt: "实验室：三联屏驾驶模拟器与两侧教学工作站", width: 640, height: 400 },
      points: [
        { icon: "school", title: "课程与实验体系", text: "覆盖道路勘测设计、交通工程、驾驶行为等课程的实验指导书和教学案例。" },
        { icon: "steering", title: "驾驶模拟与 VR 设备", text: "三联屏驾驶模拟器和 VR 设备，支撑驾驶行为与道路安全方向的实验和科研。" },
        { icon: "collaboration", title: "教学版软件与师资培训", text: "提供教学版设计软件授权和教师培训，支持课程设计和毕业设计使用真实地形数据。" },
      ],
    },
  ],
  cta: { title: "为您的项目或学校定制方案", text: "告诉我们应用场景和预期目标，我们给出配置清单和实施计划。" },
};

export default solutions;
