import { defineMessages } from "../../i18n/catalogue";

/** Copy of the help documents page: manuals heading and the FAQ. */
export const helpMessages = defineMessages(
  {
    eyebrow: "技术支持",
    title: "帮助文档",
    lead: "下载各产品的操作手册，或在常见问题中查找安装、授权与系统要求的说明。",
    manualsTitle: "操作手册",
    faqTitle: "常见问题",
    videos: "观看教学视频",
    updateLog: "查看更新日志",
    q1: "如何安装设计软件？",
    a1: "在下载中心获取安装包，解压后以管理员身份运行安装程序，按向导选择安装目录即可。安装前请关闭杀毒软件的实时拦截，并确认已安装与软件版本匹配的 CAD 平台。",
    q2: "如何激活授权？",
    a2: "首次启动时软件会显示机器码。将机器码和合同编号发送给商务联系人或技术支持，收到授权文件后在“授权管理”中导入即可；网络授权用户请在授权服务器上完成激活，客户端填写服务器地址。",
    q3: "系统要求是什么？",
    a3: "推荐 Windows 10/11 64 位，16 GB 以上内存，独立显卡（2 GB 显存以上），可用磁盘空间 10 GB 以上。大范围地形建模与三维汇报建议 32 GB 内存。",
    q4: "遇到问题如何联系我们？",
    a4: "可拨打服务热线 {hotline}，或发送邮件至 {email}，请附上软件版本号、操作步骤和截图；也可以在页面下方留言，我们会在 24 小时内回电。",
  },
  {
    eyebrow: "Support",
    title: "Help documents",
    lead: "Download the user manual of each product, or find installation, licence and system-requirement answers in the FAQ.",
    manualsTitle: "User manuals",
    faqTitle: "Frequently asked questions",
    videos: "Watch teaching videos",
    updateLog: "View the update log",
    q1: "How do I install the design software?",
    a1: "Get the installer from the download centre, unzip it and run the setup as administrator, then choose the installation folder in the wizard. Pause real-time blocking of your antivirus during setup and make sure the CAD platform matching the software version is installed.",
    q2: "How do I activate the licence?",
    a2: "On first start the software shows a machine code. Send it with your contract number to your sales contact or to support; import the licence file you receive under Licence Management. For network licences, activate on the licence server and enter its address on each client.",
    q3: "What are the system requirements?",
    a3: "Windows 10/11 64-bit, 16 GB RAM or more, a dedicated graphics card with at least 2 GB memory and 10 GB free disk space. For large terrain models and 3D reports we recommend 32 GB RAM.",
    q4: "How do I get help?",
    a4: "Call the hotline {hotline} or email {email} with the software version, the steps you took and a screenshot. You can also leave a message in the form below and we will call you back within 24 hours.",
  },
);
