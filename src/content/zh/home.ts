import type { HomeContent } from "../types";

/** 首页（/pc_index）。`{brand}` 由站点设置中的品牌名填充；公司数据只在站点设置中，这里只列出键。 */
export const home: HomeContent = {
  pageTitle: "{brand}：道路、互通立交与轨道交通设计软件，智能建造与运维数字孪生",
  banner: {
    label: "首页横幅",
    nav: "横幅主题",
    slides: [
      {
        route: "academy",
        image: "/img/home/banner-academy.svg",
        headline: "{brand}学院",
        subtitle: "从方案设计到施工图，系统的软件教学视频、操作手册与培训课程，帮助设计团队快速上手。",
        button: "进入学院",
        description: "软件教学与培训",
        alt: "教学视频播放界面与道路平面线形示意",
      },
      {
        route: "digital",
        image: "/img/home/banner-digital.svg",
        headline: "道路与互通立交数字化设计",
        subtitle: "地形建模、平面线形、纵断面、横断面、土方计算到出图一体完成，方案设计效率提升 8–10 倍。",
        button: "了解数字化设计",
        description: "数字化设计软件",
        alt: "等高线地形上的道路线形与互通立交匝道示意",
      },
      {
        route: "intelligent",
        image: "/img/home/banner-intelligent.svg",
        headline: "智能建造管理平台",
        subtitle: "进度、质量、安全在线协同，智慧工地感知与预制构件全过程追溯，已在 40 余个重大项目中应用。",
        button: "了解智能建造",
        description: "智能建造平台",
        alt: "施工现场塔吊、传感器与预制构件示意",
      },
      {
        route: "dtwin",
        image: "/img/home/banner-dtwin.svg",
        headline: "基础设施运维数字孪生",
        subtitle: "面向高速公路、航道与城市基础设施，资产巡检、监测预警与养护决策在同一张孪生底图上完成。",
        button: "了解运维孪生",
        description: "运维数字孪生",
        alt: "桥梁结构监测与数字孪生看板示意",
      },
    ],
  },
  news: {
    eyebrow: "新闻动态",
    title: "最新消息",
    lead: "产品发布、培训活动、行业标准与项目进展。",
    coverAlt: "新闻封面：{title}",
  },
  solutions: {
    eyebrow: "解决方案",
    title: "覆盖设计、建造到运维的三条产品线",
    lead: "同一套数据从方案阶段贯通到施工和运维，减少重复建模与反复改图。",
    more: "了解详情",
    items: [
      {
        route: "digital",
        icon: "interchange",
        title: "数字化设计",
        text: "道路快速方案设计、道路与互通立交一体化设计、轨道交通线路设计、驾驶仿真与安全评价、三维汇报。",
        points: ["平纵横联动，改线自动更新", "互通立交匝道快速布设", "土方与工程量即时统计"],
      },
      {
        route: "intelligent",
        icon: "helmet",
        title: "智能建造",
        text: "数字建造管理平台、智慧工地平台、工业化预制（智慧梁场）平台，让现场数据实时回到项目部。",
        points: ["进度、质量、安全一张表", "人员、设备与环境在线感知", "预制构件一物一码全程追溯"],
      },
      {
        route: "dtwin",
        icon: "dashboard",
        title: "运维数字孪生",
        text: "面向高速公路、航道与城市基础设施的运维孪生方案，连接竣工模型、监测数据与养护业务。",
        points: ["资产台账与 BIM 模型关联", "结构与边坡监测预警", "巡检养护闭环管理"],
      },
    ],
  },
  about: {
    label: "关于我们",
    eyebrow: "关于我们",
    imageAlt: "公路互通立交与城市天际线线稿",
    pager: "查看：{label}",
    intro: {
      tab: "公司简介",
      title: "深耕道路数字化设计二十余年",
      text: "{brand}成立于 2018 年，核心设计软件已有 20 余年研发与工程应用积累。我们为设计院、施工企业、建设单位和高校提供道路、互通立交、轨道交通设计软件，以及智能建造和运维数字孪生平台。",
      facts: ["history", "clients", "users"],
    },
    figures: {
      tab: "数据实力",
      title: "用数据说话",
      text: "道路设计、互通立交与智能建造的累计成果。",
      facts: ["founded", "history", "patents", "copyrights", "clients", "users", "roadKm", "interchanges", "projects", "partners"],
    },
    research: {
      tab: "研发与合作",
      title: "研发与合作",
      text: "持续投入自主研发，与合作伙伴共同服务设计、建造与运维全过程。",
      facts: ["schemeEfficiency", "overallEfficiency", "patents", "copyrights"],
    },
  },
  stories: {
    eyebrow: "用户声音",
    title: "来自一线工程师的反馈",
    label: "用户故事",
    pager: "查看第 {n} 条：{label}",
    items: [
      {
        quote: "以前纵断面一调整，横断面和土方就要重新算一遍。现在平纵横联动，改线后图纸和工程量自动更新，一个互通方案两天就能拿出比选。",
        role: "某省级交通规划设计院 · 路线专业负责人",
        tab: "设计院",
      },
      {
        quote: "实验室用它做道路线形与驾驶仿真教学，学生在同一个模型里完成设计、仿真和安全评价，课程设计的质量明显提高。",
        role: "某高校交通工程实验室 · 实验室主任",
        tab: "高校实验室",
      },
      {
        quote: "扩建项目全线的进度、质量和安全数据都在协同平台上，周报不用再层层汇总，问题整改能追到具体的责任人和部位。",
        role: "某高速公路改扩建项目建设单位 · 工程管理部",
        tab: "建设单位",
      },
      {
        quote: "梁场上线预制构件管理后，每片梁从钢筋绑扎到出场安装都有记录，台座周转和存梁计划一目了然。",
        role: "某路桥施工企业 · 预制梁场负责人",
        tab: "施工企业",
      },
    ],
  },
};

export default home;
