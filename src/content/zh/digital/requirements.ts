/** 数字化设计产品的运行环境。 */
export const REQUIREMENTS = ["Windows 10 / 11 64 位", "Intel i5 八代及以上 CPU，16 GB 内存", "独立显卡 4 GB 显存（三维功能）", "可用磁盘空间 20 GB"];
