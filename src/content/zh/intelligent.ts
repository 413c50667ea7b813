import type { LineOverviewContent, ProductContent } from "../types";

const REQ = ["浏览器：Chrome、Edge 最新版本，推荐 1920×1080 分辨率", "移动端：Android 10 / iOS 14 及以上", "部署：SaaS 云服务或私有化部署（Linux 服务器）", "现场设备：支持主流视频、物联网传感器协议接入"];

/** 智能建造产品线总览（/intelligent）。 */
export const intelligentOverview: LineOverviewContent = {
  hero: {
    eyebrow: "智能建造",
    title: "让工程建设的进度、质量、安全看得见、管得住",
    lead: "以 BIM 模型为底座，贯通建设管理、智慧工地和预制构件工厂，数据从现场自动汇集到决策层。",
    audience: "面向建设单位、施工总包和预制构件企业的项目管理与数字化负责人。",
    figure: { src: "/img/intelligent-hero.svg", alt: "施工现场塔吊与桥梁墩柱上的传感器，右上角为数据看板", width: 640, height: 420 },
  },
  problem: {
    title: "项目越大，信息越滞后",
    lead: "参建单位多、工点分散，管理层看到的往往是几天前整理出来的报表。",
    points: [
      { title: "进度靠纸质报表", text: "周报月报层层汇总，数据口径不一，计划偏差发现时已经难以追回。" },
      { title: "质量资料补签补录", text: "检验批、隐蔽工程资料滞后于施工，竣工前集中补资料，追溯困难。" },
      { title: "预制构件无法追溯", text: "构件从生产、运输到安装各环节信息断开，出了问题找不到批次和责任人。" },
    ],
  },
  cards: {
    title: "三大平台",
    lead: "可单独使用，也可基于同一 BIM 模型与编码体系组合部署。",
    items: [
      { route: "management", icon: "dashboard", title: "数字化建设管理平台", text: "以 BIM 模型关联进度、质量、安全、计量支付，服务建设单位全过程管理。", tags: ["BIM 协同平台", "进度/质量/安全"] },
      { route: "smartSite", icon: "helmet", title: "智慧工地平台", text: "人员、机械、环境、视频与监测数据统一接入，现场风险实时预警。", tags: ["物联网", "视频 AI"] },
      { route: "prefabrication", icon: "factory", title: "工业化预制（智慧工厂）平台", text: "订单、排产、生产、质检、堆场到发运全流程数字化，构件一件一码。", tags: ["预制构件", "一件一码"] },
    ],
  },
  workflow: {
    title: "数据如何从现场走到决策层",
    lead: "统一的工程结构分解（WBS）和构件编码，把模型、现场与工厂连在一起。",
    steps: [
      { title: "BIM 模型与 WBS", text: "设计模型轻量化，按分部分项和构件编码。" },
      { title: "计划与任务下发", text: "进度计划挂接模型，任务下发到班组。" },
      { title: "现场与工厂采集", text: "移动端填报、物联网设备与视频自动采集。" },
      { title: "问题闭环", text: "质量、安全问题从发现到整改验收全程留痕。" },
      { title: "看板与决策", text: "项目、标段、集团三级看板，偏差自动预警。" },
    ],
  },
  proof: {
    title: "已在 40 余个重大项目落地",
    lead: "智能建造平台服务于高速公路、越江隧道、跨江大桥和城市快速路等重大工程。",
    facts: ["projects", "partners", "patents", "copyrights"],
    caseAnchor: "river-bridge",
  },
  cta: { title: "为您的项目规划智能建造方案", text: "告诉我们项目类型、规模和参建单位情况，我们给出分阶段的部署建议。" },
};

/** 三个平台页面，按路由键取用。 */
export const intelligentPlatforms: Record<"management" | "smartSite" | "prefabrication", ProductContent> = {
  management: {
    hero: {
      eyebrow: "数字化建设管理平台",
      title: "以 BIM 模型为中心的建设全过程管理",
      lead: "把进度、质量、安全、计量支付和档案挂接到同一个 BIM 模型上，多参建单位在线协同。",
      audience: "面向高速公路、桥梁隧道、城市道路项目的建设单位、代建单位和监理单位。",
      figure: { src: "/img/management-hero.svg", alt: "建设管理平台界面：进度横道图、桥梁模型和四项完成率指标", width: 640, height: 420 },
    },
    problem: {
      title: "管理层拿到的总是旧数据",
      lead: "十几家参建单位各报各的，数据到了建设单位已经过了好几天。",
      points: [
        { title: "进度说不清", text: "月报里的形象进度和现场对不上，计划偏差要等到节点滞后才暴露。" },
        { title: "质量资料滞后", text: "检验批和隐蔽工程资料靠事后补录，签字流程在纸面上来回流转。" },
        { title: "计量支付扯皮", text: "工程量核对依据不统一，计量审核一轮又一轮。" },
      ],
    },
    capabilities: {
      title: "平台核心功能",
      lead: "所有业务数据都落到模型构件上，可查询、可追溯、可统计。",
      items: [
        { icon: "collaboration", title: "BIM 协同", text: "设计模型轻量化发布，图纸版本与设计变更在线审批。各参建单位在同一模型上沟通问题。" },
        { icon: "schedule", title: "进度管理", text: "进度计划与模型构件挂接，现场填报实际进度。计划与实际偏差自动预警并在模型上着色显示。" },
        { icon: "quality", title: "质量管理", text: "检验批、工序报验在线流转并电子签认。质量问题从发现到整改验收全程闭环。" },
        { icon: "safety", title: "安全管理", text: "危大工程清单、隐患排查与整改在线管理。整改超期自动提醒到责任人。" },
        { icon: "report", title: "计量支付", text: "基于模型工程量和验收结果计量。计量、审核和支付台账自动生成。" },
        { icon: "database", title: "数字档案", text: "过程资料随业务自动归档，按档案规范组卷。竣工交付时资料与模型一并移交。" },
      ],
    },
    workflow: {
      title: "平台如何运转",
      lead: "从模型到看板，一条数据链贯穿建设过程。",
      steps: [
        { title: "模型轻量化与编码", text: "设计模型按 WBS 拆分并统一编码。" },
        { title: "计划编制与挂接", text: "总体和月度计划挂接到构件。" },
        { title: "现场填报与报验", text: "施工与监理在移动端填报、报验、签认。" },
        { title: "计量与支付", text: "验收合格的工程量进入计量审核。" },
        { title: "看板与归档", text: "多级看板实时展示，资料自动归档。" },
      ],
    },
    proof: {
      title: "重大项目的建设管理实践",
      lead: "平台已在 40 余个重大项目中使用，覆盖桥梁、隧道、高速公路和城市快速路。",
      facts: ["projects", "partners", "copyrights"],
      caseAnchor: "river-bridge",
    },
    resources: { requirements: REQ },
    cta: { title: "看看您的项目如何上平台", text: "我们以一个在建项目为例，演示从模型发布到计量支付的完整流程。" },
  },
  smartSite: {
    hero: {
      eyebrow: "智慧工地平台",
      title: "人、机、料、法、环，一屏掌握现场",
      lead: "统一接入人员定位、塔吊与机械、环境监测、视频 AI 和结构监测数据，风险在发生前预警。",
      audience: "面向施工总包项目部、建设单位安全管理部门和监理单位。",
      figure: { src: "/img/smartsite-hero.svg", alt: "工地平面图：塔吊、作业区、门禁、摄像头、人员与传感器分布", width: 640, height: 420 },
    },
    problem: {
      title: "安全管理靠人盯",
      lead: "工点多、作业面分散，安全员跑不过来，问题往往在事后才被发现。",
      points: [
        { title: "人员去哪了不知道", text: "隧道、高墩等作业面人员位置不清，应急时无法快速清点。" },
        { title: "设备各自为政", text: "塔吊监控、扬尘监测、视频各有一套系统，数据互不相通。" },
        { title: "日报靠手工", text: "施工日志、安全日报靠人工整理，信息滞后且不完整。" },
      ],
    },
    capabilities: {
      title: "现场管理能力",
      lead: "现场设备统一接入，一个平台看全部工点。",
      items: [
        { icon: "helmet", title: "人员管理", text: "实名制门禁与考勤，隧道与高风险区域人员实时定位。应急时一键清点。" },
        { icon: "camera", title: "视频 AI 识别", text: "识别未戴安全帽、未系安全带、闯入危险区域等行为。告警推送到责任人手机。" },
        { icon: "sensor", title: "环境与结构监测", text: "扬尘、噪声、有害气体与沉降、应力监测统一接入。超限自动预警并联动处置。" },
        { icon: "precast", title: "机械设备监控", text: "塔吊、架桥机、盾构机运行数据接入。限位、超载和防碰撞实时告警。" },
        { icon: "report", title: "施工日志自动生成", text: "根据现场采集数据自动生成施工日志与安全日报。管理人员只需审核确认。" },
      ],
    },
    workflow: {
      title: "从传感器到处置",
      lead: "设备接入、规则判断、告警推送、整改闭环，形成完整的处置链。",
      steps: [
        { title: "设备接入", text: "门禁、定位基站、摄像头、传感器接入平台。" },
        { title: "规则与阈值", text: "按工点设置预警阈值和识别规则。" },
        { title: "实时预警", text: "超限与违规行为实时推送到责任人。" },
        { title: "处置闭环", text: "整改、复查、销项全程留痕。" },
        { title: "统计与复盘", text: "按工点、班组统计隐患，持续改进。" },
      ],
    },
    proof: {
      title: "隧道与桥梁工地的实践",
      lead: "智慧工地平台在越江隧道、跨江大桥等高风险工点持续运行。",
      facts: ["projects", "partners", "patents"],
      caseAnchor: "river-tunnel-west",
    },
    resources: { requirements: REQ },
    cta: { title: "为您的工地配置智慧工地方案", text: "告诉我们工点类型和现有设备，我们给出接入清单和部署建议。" },
  },
  prefabrication: {
    hero: {
      eyebrow: "工业化预制（智慧工厂）平台",
      title: "每一件预制构件都有来历、有去向",
      lead: "覆盖订单、排产、生产、质检、堆场和发运的预制构件工厂管理平台，构件一件一码全程追溯。",
      audience: "面向预制梁场、管片厂、装配式构件工厂和建设单位的构件管理人员。",
      figure: { src: "/img/prefab-hero.svg", alt: "预制构件堆场：龙门吊吊装箱梁，构件上贴有二维码标签", width: 640, height: 420 },
    },
    problem: {
      title: "构件管理还在用表格",
      lead: "订单、生产、堆场和发运各管一段，构件在哪儿、合不合格，要打好几个电话才能问清。",
      points: [
        { title: "排产靠经验", text: "模具、台座和人员安排靠调度员经验，订单一变，计划就要重排。" },
        { title: "堆场找件难", text: "构件堆放位置靠记忆和纸质台账，发货时找件、倒运费时费力。" },
        { title: "质量追溯断链", text: "钢筋、混凝土批次与构件对不上，出现质量问题难以定位责任。" },
      ],
    },
    capabilities: {
      title: "智慧工厂核心功能",
      lead: "以构件编码为主线，把工厂各环节的数据串起来。",
      items: [
        { icon: "schedule", title: "订单与排产", text: "按项目需求计划和模具台座产能自动排产。订单变更后计划快速重排。" },
        { icon: "factory", title: "生产过程管理", text: "钢筋加工、浇筑、养护、张拉等工序在线报工。关键工序参数自动采集。" },
        { icon: "quality", title: "质量检验", text: "原材料、隐蔽验收和成品检验在线记录。不合格品自动锁定，不能出厂。" },
        { icon: "qrcode", title: "一件一码追溯", text: "每件构件生成唯一二维码，扫码查看全过程记录。施工现场扫码验收安装。" },
        { icon: "precast", title: "堆场与发运", text: "堆场货位可视化，入库、倒运、出库扫码确认。按现场安装计划自动生成发运单。" },
      ],
    },
    workflow: {
      title: "从订单到安装",
      lead: "构件编码贯穿工厂和施工现场，信息随构件流转。",
      steps: [
        { title: "需求与订单", text: "按施工计划下达构件需求订单。" },
        { title: "排产与备料", text: "自动排产，生成原材料需求。" },
        { title: "生产与质检", text: "工序报工，质检合格后赋码入库。" },
        { title: "堆场与发运", text: "扫码入库、出库，按安装计划发运。" },
        { title: "现场验收安装", text: "现场扫码验收，安装位置回传模型。" },
      ],
    },
    proof: {
      title: "预制构件产业园的实践",
      lead: "平台服务于预制构件产业园和大型项目梁场、管片厂。",
      facts: ["projects", "partners", "patents"],
      caseAnchor: "prefab-park",
    },
    resources: { requirements: REQ },
    cta: { title: "让您的工厂一件一码", text: "告诉我们构件类型和年产能，我们演示从排产到发运的全过程。" },
  },
};
