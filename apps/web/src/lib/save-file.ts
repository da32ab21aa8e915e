/** Hands bytes to the browser as a file it downloads (CSV and Ads Editor exports). */
export function saveFile(name: string, body: BlobPart, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([body], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}
