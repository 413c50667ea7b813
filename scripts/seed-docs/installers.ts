// Small seed installers: valid ZIP archives with a readme and a deterministic filler payload.
import { buildZip } from "../../seed/lib/zip.ts";
import { fillDeterministic } from "../../seed/lib/prng.ts";

export interface InstallerSpec {
  logicalName: string;
  product: string;
  version: string;
  payloadBytes: number;
  seed: number;
}

export const INSTALLERS: InstallerSpec[] = [
  { logicalName: "installers/AIRoad-Setup-x64.zip", product: "AIRoad rapid road scheme design", version: "3.1.2", payloadBytes: 180_000, seed: 31 },
  { logicalName: "installers/Report3D-Setup-x64.zip", product: "Report3D 3D design report", version: "1.8.0", payloadBytes: 140_000, seed: 18 },
  {
    logicalName: "installers/VRRoad-Setup-x64.zip",
    product: "VRRoad driving simulation and safety evaluation",
    version: "2.0.4",
    payloadBytes: 160_000,
    seed: 20,
  },
];

/** Builds the installer archive for one spec. */
export function buildInstaller(spec: InstallerSpec): Buffer {
  const readme = `${spec.product} - installer, version ${spec.version}

EXAMPLE seed file for the website's download section (fictional company and product).
Run setup.exe from a full installer on Windows 10/11 64-bit. This archive contains a
readme and a filler payload only.
`;
  const manifest = JSON.stringify({ product: spec.product, version: spec.version, platform: "win-x64" }, null, 2);
  const payload = new Uint8Array(spec.payloadBytes);
  fillDeterministic(payload, spec.seed);
  return buildZip([
    { name: "README.txt", data: new TextEncoder().encode(readme), compress: true },
    { name: "manifest.json", data: new TextEncoder().encode(manifest), compress: true },
    { name: "payload/app.pak", data: payload },
  ]);
}
