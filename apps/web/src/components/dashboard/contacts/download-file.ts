/** Saves text as a file through the browser's download (a link to a Blob). */
export function downloadFile(file: { file_name: string; content_type: string; content: string }) {
  const url = URL.createObjectURL(new Blob([file.content], { type: file.content_type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.file_name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once it started.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
