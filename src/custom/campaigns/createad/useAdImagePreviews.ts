import { useEffect, useState } from 'react';
import type { PMaxImageField } from '../../../../contract/campaigns';
import type { PMaxPreviewImage } from '../preview/PMaxAdPreview';
import { useAdsClient } from './api/useAdsClient';
import type { GroupImage } from './wizardAnswers';

/**
 * One stored image as an object URL: the file is read with the token (an <img> cannot send it),
 * and its URL is released when the image changes or the preview leaves the screen. Undefined
 * while loading, when it fails (the card keeps its placeholder) and where the environment makes
 * no object URLs.
 */
function useAdImageUrl(fileId: string | undefined): string | undefined {
  const client = useAdsClient();
  const [loaded, setLoaded] = useState<{ fileId: string; url: string } | null>(null);
  useEffect(() => {
    if (!fileId || typeof URL.createObjectURL !== 'function') return;
    let live = true;
    let objectUrl: string | null = null;
    client.adImage(fileId).then((blob) => {
      if (!live) return;
      objectUrl = URL.createObjectURL(blob);
      setLoaded({ fileId, url: objectUrl });
    }, () => undefined);
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [client, fileId]);
  return loaded && loaded.fileId === fileId ? loaded.url : undefined;
}

/** The group's images as the Performance Max preview draws them: the first of each field it shows. */
export function useAdImagePreviews(images: GroupImage[]): PMaxPreviewImage[] {
  const first = (field: PMaxImageField) => images.find((image) => image.field === field);
  const landscape = first('MARKETING_IMAGE');
  const square = first('SQUARE_MARKETING_IMAGE');
  const logo = first('LOGO');
  const urls = [useAdImageUrl(landscape?.fileId), useAdImageUrl(square?.fileId), useAdImageUrl(logo?.fileId)];
  return [landscape, square, logo].flatMap((image, i) => (image ? [{ field: image.field, url: urls[i] }] : []));
}
