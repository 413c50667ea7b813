/** SoftwareApplication: a product page's software (installer or web platform) and each download. */
import { CONTEXT, type Thing } from "./thing";

export interface SoftwareApplicationInput {
  name: string;
  description?: string;
  /** The page about it. */
  url: string;
  /** schema.org's application categories, e.g. DesignApplication, BusinessApplication. */
  category: string;
  operatingSystem: string;
  downloadUrl?: string;
  version?: string;
  publisher: Record<string, unknown>;
  /** What a workstation needs, as staff stated it (schema.org has no property for the graphics card). */
  memory?: string;
  processor?: string;
  storage?: string;
}

export function softwareApplication(a: SoftwareApplicationInput): Thing {
  return {
    "@context": CONTEXT,
    "@type": "SoftwareApplication",
    name: a.name,
    ...(a.description ? { description: a.description } : {}),
    url: a.url,
    applicationCategory: a.category,
    operatingSystem: a.operatingSystem,
    ...(a.downloadUrl ? { downloadUrl: a.downloadUrl } : {}),
    ...(a.version ? { softwareVersion: a.version } : {}),
    ...(a.memory ? { memoryRequirements: a.memory } : {}),
    ...(a.processor ? { processorRequirements: a.processor } : {}),
    ...(a.storage ? { storageRequirements: a.storage } : {}),
    publisher: a.publisher,
  };
}
