/** Sample input for this package's unit tests: files and multipart form data. */
/** A small file of the given type. */
export function makeFile(name = 'photo.png', type = 'image/png', size = 16): File {
  return new File([new Uint8Array(size)], name, { type });
}

/** A file one byte over `limit`. */
export function oversizedFile(limit: number, name = 'big.png', type = 'image/png'): File {
  return makeFile(name, type, limit + 1);
}

/** A FormData built from entries, in order (repeat a name to repeat the field). */
export function formData(entries: [string, string | File][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}
