import type { Editor } from 'grapesjs';

/**
 * GrapesJS's asset manager uploading through the app's own call instead of a URL of its own (the
 * landing and email builders): dropped or chosen files go to `upload`, each answer's URL joins
 * the assets, a refusal goes to `onUploadError`.
 */
export function uploadingAssetManager(
  getEditor: () => Editor,
  upload: (file: File) => Promise<{ url: string }>,
  onUploadError: (error: unknown) => void,
) {
  return {
    upload: false as const,
    embedAsBase64: false,
    // Shows the drop zone although `upload` names no URL (uploadFile below does the work); not in the types.
    ...({ disableUpload: false } as object),
    multiUpload: false,
    uploadFile: async (event: DragEvent) => {
      const files = event.dataTransfer?.files ?? (event.target as HTMLInputElement | null)?.files;
      await Promise.all([...(files ?? [])].map((file) => upload(file).then(
        (asset) => { getEditor().AssetManager.add({ src: asset.url, type: 'image' }); },
        onUploadError,
      )));
    },
  };
}
