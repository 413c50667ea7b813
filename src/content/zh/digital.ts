import type { LineOverviewContent, ProductContent } from "../types";

const REQ = ["Windows 10 / 11 64 位", "Intel i5 八代及以上 CPU，16 GB 内存", "独立显卡 4 GB 显存（三维功能）", "可用磁盘空间 20 GB"];

/** 数字化设计产品线总览（/digital）。 */
export const digitalOverview: LineOverviewContent = {
  hero: {
    eyebrow: "数字化设计",
    title: "道路、互通立交与轨道交通的数字化设计",
    lead: "从地形数据到平纵横设计、土方计算、出图和三维汇报，一套工具贯通方案阶段与施工图阶段。",
    audience: "面向设计院道路、桥隧与轨道专业设计人员，以及开设道路勘测设计课程的高校。",
    figure: { src: "/img/digital-hero.svg", alt: "等高线地形上的道路平面线位、桩号与纵断面示意", width: 640, height: 420 },
  },
  problem: {
    title: "设计周期被反复修改吃掉",
    lead: "方案阶段要比选多条线位，施工图阶段一处纵坡调整就牵动横断面、土方和全套图纸。",
    points: [
      { title: "改一次纵断面，重出一遍图", text: "平纵横分别建模、数据不联动，变坡点一动，横断面、土方表和图纸都要手工更新。" },
      { title: "方案比选靠经验估算", text: "多条线位的填挖方、桥隧比例和造价难以在同一口径下快速对比，方案汇报说服力不足。" },
      { title: "二维图纸难以沟通", text: "业主和评审专家看不懂密集的平纵图，互通立交和复杂路段需要直观的三维表达。" },
    ],
  },
  cards: {
    title: "产品组成",
    lead: "四款产品覆盖方案设计、详细设计、成果汇报和安全评价，数据在同一模型上流转。",
    items: [
      { route: "airoad", icon: "alignment", title: "道路快速方案设计", text: "基于地形数据自动布线、快速比选，方案阶段效率提升 8–10 倍。", tags: ["方案比选", "自动布线"] },
      { route: "eicad", icon: "interchange", title: "道路与互通立交一体化设计", text: "平纵横联动设计，互通匝道、超高加宽、土方和施工图一体完成。", tags: ["互通立交", "施工图"] },
      { route: "report3d", icon: "model3d", title: "三维汇报展示", text: "设计成果一键生成三维场景，按桩号漫游，用于方案评审与业主汇报。", tags: ["三维场景", "方案汇报"] },
      { route: "vrroad", icon: "steering", title: "驾驶仿真与安全评价", text: "在设计模型上模拟驾驶，检查视距、运行速度协调性与线形安全。", tags: ["运行速度", "视距检查"] },
    ],
  },
  extra: {
    id: "rail",
    eyebrow: "轨道交通线路设计",
    title: "轨道交通线路设计",
    lead: "同一地形与模型基础上完成城市轨道交通与市域铁路的线路设计，与道路、枢纽方案统一协调。",
    figure: { src: "/img/rail-line.svg", alt: "等高线地形上的轨道线路与车站位置，下方为线路纵断面", width: 640, height: 420 },
    points: [
      { icon: "rail", title: "平面与纵断面设计", text: "按线路等级约束曲线半径、缓和曲线和坡度，坡段长度与竖曲线自动检查。" },
      { icon: "station", title: "车站与配线布置", text: "车站中心里程、站台长度和道岔配线在线路模型上布置，变更后里程自动联动。" },
      { icon: "crossSection", title: "限界与断面检查", text: "沿线生成结构断面，检查建筑限界与既有道路、管线的空间关系。" },
    ],
  },
  workflow: {
    title: "从测量数据到成果汇报",
    lead: "同一套模型贯穿各阶段，上游修改自动传递到下游成果。",
    steps: [
      { title: "地形数据", text: "导入测量点、等高线、航测或倾斜摄影成果。" },
      { title: "数字地面模型", text: "构建三角网地面模型，提取纵横地面线。" },
      { title: "平面线形", text: "交点法或曲线元法设计，方案阶段可自动布线。" },
      { title: "纵断面", text: "拉坡设计，竖曲线与控制高程校核。" },
      { title: "横断面", text: "标准横断面、超高加宽、边坡与排水沟。" },
      { title: "土方与工程量", text: "逐桩土方计算、调配和工程数量表。" },
      { title: "图纸与三维汇报", text: "自动出平纵横图表，生成三维汇报场景。" },
    ],
  },
  proof: {
    title: "在上万名设计师的项目中验证",
    lead: "核心设计软件有二十余年研发积累，累计完成的道路设计方案里程和互通立交数量如下。",
    facts: ["users", "roadKm", "interchanges", "schemeEfficiency", "overallEfficiency"],
    caseAnchor: "expressway-expansion",
  },
  cta: { title: "用您的项目数据试一试", text: "提供一段地形数据和设计标准，我们的工程师为您演示从布线到出图的全过程。" },
};

/** 四款设计产品，按路由键取用。 */
export const digitalProducts: Record<"airoad" | "eicad" | "report3d" | "vrroad", ProductContent> = {
  airoad: {
    hero: {
      eyebrow: "道路快速方案设计",
      title: "几小时完成过去几周的线位比选",
      lead: "基于数字地面模型自动生成并优化道路线位，同步给出填挖方、桥隧比例与工程量，方案阶段效率提升 8–10 倍。",
      audience: "面向工可与初步设计阶段的路线设计人员、总体设计负责人和方案评审单位。",
      figure: { src: "/img/airoad-hero.svg", alt: "等高线地形上三条比选线位 A、B、C 及其指标对比", width: 640, height: 420 },
    },
    problem: {
      title: "方案阶段时间总是不够",
      lead: "线位走廊宽、控制点多，手工布线一条方案就要几天，真正比选的方案数量很有限。",
      points: [
        { title: "布一条线就要几天", text: "在地形图上反复试线、调整交点和曲线半径，改一处控制点整条线重来。" },
        { title: "指标口径不统一", text: "不同设计人算出的填挖方、桥隧长度口径不同，方案之间难以公平对比。" },
        { title: "汇报材料来不及做", text: "方案定得晚，比选表、示意图和汇报材料只能压缩时间赶出来。" },
      ],
    },
    capabilities: {
      title: "方案设计的关键能力",
      lead: "把经验规则写进算法，让设计人把时间花在判断上，而不是画线上。",
      items: [
        { icon: "alignment", title: "自动布线与优化", text: "设定起终点、控制点和技术标准后自动生成可行线位。可按土方量、桥隧比例或造价目标优化。" },
        { icon: "profile", title: "平纵联动拉坡", text: "平面调整后纵断面自动更新并重新拉坡。纵坡、坡长和竖曲线按规范实时校核。" },
        { icon: "earthwork", title: "填挖方快速估算", text: "逐桩计算填挖面积和土方数量。方案之间使用同一口径，结果可直接进入比选表。" },
        { icon: "chart", title: "多方案指标对比", text: "线路长度、平曲线占比、最大纵坡、桥隧比例和估算造价并排对比。比选表一键导出。" },
        { icon: "drone", title: "多源地形数据", text: "支持测量点、等高线、DEM 与倾斜摄影成果。大范围走廊地形分块加载，不卡顿。" },
        { icon: "model3d", title: "方案三维预览", text: "每个方案都可以直接生成三维场景。与三维汇报展示产品共享同一模型。" },
      ],
    },
    workflow: {
      title: "方案设计流程",
      lead: "从地形到比选表，每一步的结果都保留在同一个项目文件里。",
      steps: [
        { title: "导入地形与控制因素", text: "地形数据、起终点、城镇、水系、保护区等控制点和禁行区。" },
        { title: "设定技术标准", text: "公路等级、设计速度、最小半径、最大纵坡等约束。" },
        { title: "自动生成候选线位", text: "在走廊内生成多条满足约束的线位。" },
        { title: "平纵联动调整", text: "人工微调交点与变坡点，指标实时刷新。" },
        { title: "指标比选与输出", text: "导出比选表、平面示意图和三维场景。" },
      ],
    },
    proof: {
      title: "大量项目验证的方案效率",
      lead: "方案阶段效率的提升来自数万公里道路方案的积累。",
      facts: ["schemeEfficiency", "roadKm", "users"],
      caseAnchor: "expressway-expansion",
    },
    resources: { requirements: REQ },
    cta: { title: "带上您的走廊地形，现场比选", text: "预约演示时提供起终点和地形范围，我们现场生成候选线位并给出指标对比。" },
  },
  eicad: {
    hero: {
      eyebrow: "道路与互通立交一体化设计",
      title: "平纵横联动，互通立交到施工图一次完成",
      lead: "覆盖路线、互通立交匝道、超高加宽、横断面、土方和图表输出的道路详细设计系统。",
      audience: "面向公路与市政道路设计院的路线、互通立交专业设计人员和校审人员。",
      figure: { src: "/img/eicad-hero.svg", alt: "苜蓿叶形互通立交平面，匝道环线与定向匝道", width: 640, height: 420 },
    },
    problem: {
      title: "改一处，动全套",
      lead: "施工图阶段最怕的不是设计本身，而是变更后的连锁修改。",
      points: [
        { title: "纵断面一调，图表全部重做", text: "变坡点移动后，横断面设计高程、土方数量表和路基设计表都要手工核对更新。" },
        { title: "互通匝道算不准", text: "匝道与主线的分合流、超高过渡和连接部高程靠手算衔接，容易出错。" },
        { title: "校审找不到问题源头", text: "图表之间数据来源不一致，校审发现问题后难以追溯是哪一步出错。" },
      ],
    },
    capabilities: {
      title: "详细设计的核心能力",
      lead: "所有图表来自同一个道路模型，修改只需要做一次。",
      items: [
        { icon: "interchange", title: "互通立交匝道设计", text: "支持苜蓿叶、喇叭形、定向式等常见形式，匝道线形按规范自动校核。分合流鼻端与连接部高程自动计算。" },
        { icon: "profile", title: "纵断面拉坡与竖曲线", text: "地面线、控制高程和构造物标注一目了然。竖曲线半径和视距按设计速度实时检查。" },
        { icon: "superelevation", title: "超高与加宽", text: "按规范自动计算超高过渡段和加宽值。旋转轴、过渡方式可按路段灵活设置。" },
        { icon: "crossSection", title: "横断面与边坡", text: "标准断面模板覆盖路基、边沟、截水沟和挡墙。改扩建项目支持新老路基拼宽。" },
        { icon: "earthwork", title: "土方计算与调配", text: "逐桩计算填挖方，按运距自动调配。输出土方数量表和调配图。" },
        { icon: "drawing", title: "施工图表自动输出", text: "平面图、纵断面图、横断面图及路基设计表、逐桩坐标表批量生成。修改后一键更新。" },
      ],
    },
    workflow: {
      title: "从地形到施工图",
      lead: "主线与匝道共用同一地面模型和设计标准，数据逐级传递。",
      steps: [
        { title: "测量数据与地面模型", text: "导入测量成果，建立数字地面模型。" },
        { title: "主线与匝道平面", text: "交点法、曲线元法设计，匝道与主线精确衔接。" },
        { title: "纵断面", text: "拉坡设计，竖曲线与控制高程校核。" },
        { title: "横断面与超高", text: "套用断面模板，超高加宽自动计算。" },
        { title: "土方与工程量", text: "逐桩土方、调配与工程数量表。" },
        { title: "施工图与三维模型", text: "批量出图，同时生成三维汇报模型。" },
      ],
    },
    proof: {
      title: "上千座互通立交的设计积累",
      lead: "二十余年持续迭代的道路设计内核，服务上千家设计单位。",
      facts: ["interchanges", "roadKm", "clients", "overallEfficiency"],
      caseAnchor: "expressway-expansion",
    },
    resources: { requirements: REQ },
    cta: { title: "看一遍匝道从设计到出图", text: "我们用一个真实规模的互通立交，演示从平面到施工图的完整过程。" },
  },
  report3d: {
    hero: {
      eyebrow: "三维汇报展示",
      title: "把设计成果变成看得懂的三维场景",
      lead: "直接读取道路设计数据，自动生成地形、路线、桥隧和交通设施的三维场景，用于方案评审和业主汇报。",
      audience: "面向需要向业主、评审专家和政府部门汇报方案的设计院项目负责人。",
      figure: { src: "/img/report3d-hero.svg", alt: "三维汇报软件界面：左侧图层列表，中间为道路与桥梁三维场景，下方为桩号进度条", width: 640, height: 420 },
    },
    problem: {
      title: "汇报时图纸说不清楚",
      lead: "评审会上，专家和业主需要的是直观的空间关系，而不是一叠平纵图。",
      points: [
        { title: "外包动画周期长", text: "请外部团队做汇报动画要两三周，方案一改，动画就作废。" },
        { title: "看不出空间关系", text: "互通立交层次、桥梁与既有道路的净空、线位与村镇的距离，二维图纸难以表达。" },
        { title: "现场讨论无法即时调整", text: "会上提出的问题只能会后再答复，错过了当场统一意见的机会。" },
      ],
    },
    capabilities: {
      title: "汇报展示能力",
      lead: "设计数据直接驱动场景，方案变了，场景随之更新。",
      items: [
        { icon: "model3d", title: "设计数据自动建模", text: "读取平纵横设计成果自动生成路基、桥梁、隧道和互通三维模型。无需二次建模。" },
        { icon: "drone", title: "真实地形与影像", text: "叠加 DEM、卫星影像和倾斜摄影模型。线位与村镇、水系的关系一目了然。" },
        { icon: "report", title: "按桩号漫游", text: "沿线路按桩号飞行或驾驶视角浏览。关键节点可设置观察点，汇报时一键切换。" },
        { icon: "collaboration", title: "方案对比", text: "多个方案在同一场景中切换或并排显示。配合指标面板说明比选理由。" },
      ],
    },
    workflow: {
      title: "从设计成果到汇报场景",
      lead: "设计人员自己就能在一天内完成汇报场景。",
      steps: [
        { title: "读取设计成果", text: "导入道路设计项目或通用交换格式数据。" },
        { title: "自动生成三维模型", text: "路基、桥隧、交通工程设施自动建模。" },
        { title: "叠加地形与影像", text: "加载地形、影像或倾斜摄影实景模型。" },
        { title: "设置汇报路线", text: "编排观察点、飞行路线和标注说明。" },
        { title: "现场汇报与输出", text: "现场交互演示，也可输出视频和图片。" },
      ],
    },
    proof: {
      title: "方案汇报的常用工具",
      lead: "与设计软件共用同一模型，服务于上千家客户单位的方案评审。",
      facts: ["clients", "users", "overallEfficiency"],
      caseAnchor: "urban-expressway",
    },
    resources: { requirements: REQ },
    cta: { title: "下一次评审，用三维场景汇报", text: "发来一段设计成果，我们演示如何在一天内做成可交互的汇报场景。" },
  },
  vrroad: {
    hero: {
      eyebrow: "驾驶仿真与安全评价",
      title: "通车之前，先在设计模型上开一遍",
      lead: "在道路设计模型上进行驾驶仿真，评价运行速度协调性、停车视距和线形组合，提前发现安全隐患。",
      audience: "面向道路设计院、交通安全评价单位和开展交通工程教学科研的高校。",
      figure: { src: "/img/vrroad-hero.svg", alt: "驾驶视角的道路弯道，视距范围与运行速度曲线", width: 640, height: 420 },
    },
    problem: {
      title: "线形问题往往通车后才暴露",
      lead: "平纵组合不良、视距不足、运行速度突变，在图纸上不易察觉，通车后才变成事故多发点。",
      points: [
        { title: "规范满足不等于安全", text: "单项指标都符合规范，组合起来仍可能出现视觉误导和速度突变。" },
        { title: "安全评价靠人工判读", text: "运行速度预测和视距检查工作量大，复杂路段容易遗漏。" },
        { title: "缺少驾驶人视角", text: "设计人员很少能以驾驶人的视角完整看一遍自己设计的道路。" },
      ],
    },
    capabilities: {
      title: "仿真与评价能力",
      lead: "基于设计模型，把驾驶人的感受变成可量化的指标。",
      items: [
        { icon: "steering", title: "驾驶仿真", text: "在三维设计模型上以驾驶人视角行驶，可接驾驶模拟器。支持不同车型和天气条件。" },
        { icon: "chart", title: "运行速度分析", text: "按规范方法预测运行速度 V85，评价相邻路段速度协调性。问题路段自动标出。" },
        { icon: "inspection", title: "视距检查", text: "沿线逐桩计算停车视距和会车视距。遮挡物位置在三维场景中直接显示。" },
        { icon: "safety", title: "安全评价报告", text: "汇总线形、视距与速度问题并给出改进建议。报告格式符合安全评价工作要求。" },
      ],
    },
    workflow: {
      title: "评价流程",
      lead: "设计成果直接用于仿真，发现的问题回到设计中修改。",
      steps: [
        { title: "导入设计模型", text: "读取平纵横设计成果与交通工程设施。" },
        { title: "运行速度预测", text: "按车型计算各路段运行速度。" },
        { title: "视距与线形检查", text: "逐桩计算视距，识别不良线形组合。" },
        { title: "驾驶仿真复核", text: "对问题路段进行驾驶仿真，直观确认。" },
        { title: "输出评价报告", text: "生成问题清单与改进建议。" },
      ],
    },
    proof: {
      title: "设计与评价使用同一模型",
      lead: "驾驶仿真直接读取道路设计成果，评价结果可回到设计中修改。",
      facts: ["users", "patents", "copyrights"],
      caseAnchor: "expressway-expansion",
    },
    resources: { requirements: [...REQ.slice(0, 2), "独立显卡 6 GB 显存", "可选：方向盘与踏板驾驶套件"] },
    cta: { title: "在您的设计上开一遍", text: "提供一段设计成果，我们演示运行速度分析和驾驶仿真复核。" },
  },
};
