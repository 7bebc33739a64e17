import { describe, expect, test } from '@rstest/core';
import { listedShown } from './images';
import { createMediaUi } from './state';

describe('a list of images given to the gallery (media.openImages)', () => {
  test('shows those with a URL it may show, opened on the one asked for', () => {
    const shown = listedShown(
      [
        { url: 'https://files.example/a.png', name: 'a.png' },
        { url: 'javascript:alert(1)', name: 'bad.png' },
        { url: 'https://files.example/c.png', name: 'c.png' },
      ],
      2,
    );
    expect(shown.images.map((i) => i.name)).toEqual(['a.png', 'c.png']);
    expect(shown.index).toBe(1);
    expect(shown.images[1]!.src).toBe('https://files.example/c.png');
  });

  test('asked for one it may not show, it opens on the one before it', () => {
    const shown = listedShown([{ url: 'https://files.example/a.png', name: 'a.png' }, { url: 'javascript:alert(1)', name: 'bad.png' }], 1);
    expect(shown.index).toBe(0);
  });

  test('the service holds the list and where it is; a message image or closing replaces it', () => {
    const ui = createMediaUi();
    ui.openImages({ images: [{ url: 'https://files.example/a.png', name: 'a.png' }, { url: 'https://files.example/b.png', name: 'b.png' }], index: 7 });
    expect(ui.gallery.list?.index).toBe(1);
    ui.showListed(0);
    expect(ui.gallery.list?.index).toBe(0);
    ui.openGallery({ conversationId: 'c', messageId: 'm', fileUrl: 'https://files.example/x.png' });
    expect(ui.gallery.list).toBeNull();
    ui.openImages({ images: [{ url: 'https://files.example/a.png', name: 'a.png' }], index: 0 });
    expect(ui.gallery.open).toBeNull();
    ui.closeGallery();
    expect(ui.gallery.list).toBeNull();
    ui.dispose();
  });
});
