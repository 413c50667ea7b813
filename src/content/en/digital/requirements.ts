/** System requirements of the desktop design products. */
export const REQUIREMENTS = ["Windows 10 / 11, 64-bit", "Intel Core i5 (8th gen) or better, 16 GB RAM", "Dedicated GPU with 4 GB (3D features)", "20 GB free disk space"];
