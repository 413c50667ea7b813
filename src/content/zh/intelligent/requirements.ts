/** 智能建造平台的运行与部署环境。 */
export const REQUIREMENTS = ["浏览器：Chrome、Edge 最新版本，推荐 1920×1080 分辨率", "移动端：Android 10 / iOS 14 及以上", "部署：SaaS 云服务或私有化部署（Linux 服务器）", "现场设备：支持主流视频、物联网传感器协议接入"];
