import { describe, expect, it } from 'vitest';
import { sniffContentType } from './sniffContentType';

const bytes = (...parts: (number[] | string)[]) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));
const isoMedia = (brand: string) => bytes([0, 0, 0, 0x20], 'ftyp', brand, [0, 0, 2, 0], 'isomiso2avc1mp41');

describe('sniffContentType', () => {
  it.each([
    ['png', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d], 'IHDR'), 'image/png'],
    ['jpeg (JFIF)', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'), 'image/jpeg'],
    ['jpeg (camera EXIF)', bytes([0xff, 0xd8, 0xff, 0xe1, 0x1c, 0x45], 'Exif'), 'image/jpeg'],
    ['gif89a', bytes('GIF89a', [1, 0, 1, 0]), 'image/gif'],
    ['gif87a', bytes('GIF87a', [1, 0, 1, 0]), 'image/gif'],
    ['webp', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
    ['pdf', bytes('%PDF-1.4\n%âãÏÓ\n'), 'application/pdf'],
    ['zip (xlsx, docx…)', bytes([0x50, 0x4b, 0x03, 0x04, 0x14, 0]), 'application/zip'],
    ['empty zip', bytes([0x50, 0x4b, 0x05, 0x06], new Array(18).fill(0)), 'application/zip'],
    ['mp4 (isom)', isoMedia('isom'), 'video/mp4'],
    ['mp4 (phone, mp42)', isoMedia('mp42'), 'video/mp4'],
    ['quicktime', isoMedia('qt  '), 'video/mp4'],
    ['m4a voice memo', isoMedia('M4A '), 'audio/mp4'],
    ['ogg/opus voice note', bytes('OggS', [0, 2], new Array(22).fill(0), 'OpusHead'), 'audio/ogg'],
    ['mp3 with ID3', bytes('ID3', [4, 0, 0, 0, 0, 0x0f]), 'audio/mpeg'],
    ['mp3 frame without tag', bytes([0xff, 0xfb, 0x90, 0x64]), 'audio/mpeg'],
    ['csv with BOM', bytes([0xef, 0xbb, 0xbf], 'Nombre;Correo\r\nJos\xc3\xa9;jose@bar.es\r\n'), 'text/plain'],
    ['Windows-1252 csv', bytes('Nombre;Ciudad\r\nJos\xe9;C\xe1diz\r\n'), 'text/plain'],
    ['UTF-16 text', bytes([0xff, 0xfe], 'N\0o\0'), 'text/plain'],
    ['svg', bytes('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'image/svg+xml'],
    ['svg after an XML prolog and comment', bytes('<?xml version="1.0" encoding="UTF-8"?>\n<!-- Generator: Illustrator -->\n<svg>'), 'image/svg+xml'],
    ['svg after a doctype', bytes('<?xml version="1.0"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x">\n<svg>'), 'image/svg+xml'],
  ])('recognises %s', (_name, head, expected) => {
    expect(sniffContentType(head)).toBe(expected);
  });

  it.each([
    ['a Windows executable', bytes('MZ', [0x90, 0, 3, 0, 0, 0, 4, 0])],
    ['an ELF binary', bytes([0x7f], 'ELF', [2, 1, 1, 0])],
    ['random binary', bytes([0x00, 0x13, 0x37, 0x42, 0x99, 0x01])],
    ['an unknown ISO media brand (HEIC photo)', isoMedia('heic')],
    ['an MPEG-like header with a bad bitrate', bytes([0xff, 0xfb, 0xf0, 0x64, 0, 0, 0])],
  ])('does not take %s for anything it knows', (_name, head) => {
    expect(sniffContentType(head)).toBeNull();
  });

  it('never calls a file a picture because of its name or a claim in the text', () => {
    expect(sniffContentType(bytes('image/png\nnot really a png'))).toBe('text/plain');
    expect(sniffContentType(bytes('<html><img src=x onerror=alert(1)></html>'))).toBe('text/plain');
  });
});
