/** Requirements of the intelligent construction platforms. */
export const REQUIREMENTS = ["Browser: current Chrome or Edge, 1920×1080 recommended", "Mobile: Android 10 / iOS 14 or later", "Deployment: SaaS or on-premises (Linux servers)", "Site devices: common video and IoT sensor protocols"];
