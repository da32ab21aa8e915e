/**
 * The multipart request options for the contract's `ImageUpload` (one part named `file`):
 * openapi-fetch sends a FormData body as is and lets the browser set the boundary.
 */
export function buildImageUploadRequest(file: Blob) {
  return {
    // The contract types the part as a string (binary); the serializer below sends the file itself.
    body: { file: '' },
    bodySerializer: () => {
      const formData = new FormData();
      formData.append('file', file);
      return formData;
    },
  };
}
