// The one large installer (> 50 MB) is generated at seed time instead of committed: deterministic
// bytes from a seeded PRNG, so its hash, and therefore its R2 key, never change.
import { buildZip } from "./zip.ts";
import { fillDeterministic } from "./prng.ts";

/** Logical name of the generated installer; the hashed key is derived from its bytes. */
export const LARGE_INSTALLER_NAME = "installers/EICAD-Full-Setup-x64.zip";

const PAYLOAD_BYTES = 52 * 1024 * 1024;

const README = `EICAD road and interchange design suite - full offline installer (x64)

This archive is an EXAMPLE seed file for the website's download section. It stands in for the
full offline installer: the payload below is deterministic filler, not a program.

Contents
  setup/README.txt          this file
  setup/payload/eicad.pak   application payload (filler)

System requirements
  Windows 10/11 64-bit, 16 GB RAM recommended, 20 GB free disk space,
  OpenGL 4.5 capable graphics card, 1920x1080 display or larger.
`;

/** Builds the large installer archive in memory (about 52 MB). */
export function buildLargeInstaller(): Buffer {
  const payload = new Uint8Array(PAYLOAD_BYTES);
  fillDeterministic(payload, 20180101);
  return buildZip([
    { name: "setup/README.txt", data: new TextEncoder().encode(README), compress: true },
    { name: "setup/payload/eicad.pak", data: payload },
  ]);
}
