/** Base64 conversions for files; failures reject with the messages of SPEC section 8. */
export const BASE64_ERROR = "base64 error";
export const NOT_SUPPORTED = "not support";

/** Read a Blob/File as a `data:` URL. Rejects 'not support' without FileReader, 'base64 error' on a read failure. */
export function blobToBase64(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    if (typeof FileReader === "undefined") return reject(new Error(NOT_SUPPORTED));
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === "string" ? resolve(reader.result) : reject(new Error(BASE64_ERROR)));
    reader.onerror = () => reject(new Error(BASE64_ERROR));
    reader.readAsDataURL(blob);
  });
}

/** Turn a `data:<type>;base64,<data>` URL (or bare base64) back into a Blob; throws 'base64 error' if malformed. */
export function base64ToBlob(input: string, type = "application/octet-stream"): Blob {
  if (typeof atob === "undefined") throw new Error(NOT_SUPPORTED);
  const match = /^data:([^;,]*)(;base64)?,(.*)$/s.exec(input);
  if (match && !match[2]) throw new Error(BASE64_ERROR); // a data URL that is not base64 encoded
  const data = (match ? match[3] : input).replace(/\s+/g, "");
  let binary: string;
  try {
    binary = atob(data);
  } catch {
    throw new Error(BASE64_ERROR);
  }
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new Blob([bytes], { type: match?.[1] || type });
}
