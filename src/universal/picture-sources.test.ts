import { PICTURE_WIDTHS, pictureSources, renderedFileOf, renderedPicturePath } from './picture-sources';

describe('pictureSources', () => {
  it("offers every rendered width of a picture of the shop's own, smallest first, keeping it as the src", () => {
    expect(pictureSources('/catalog/images/33-navy.svg')).toEqual({
      src: '/catalog/images/33-navy.svg',
      srcSet:
        '/catalog/images/33-navy-320.webp 320w, /catalog/images/33-navy-640.webp 640w, /catalog/images/33-navy-960.webp 960w',
      widths: [320, 640, 960],
    });
    expect(pictureSources('/catalog/images/photo.JPG').widths).toEqual(PICTURE_WIDTHS);
    expect(pictureSources('/catalog/images/photo.png').srcSet).toContain('/catalog/images/photo-640.webp 640w');
  });

  it.each([
    ['a remote picture', 'https://fakestoreapi.com/img/81fPKd-2AYL._AC_SL1500_.jpg'],
    ['a picture outside the catalogue folder', '/hero.svg'],
    ['a folder under it', '/catalog/images/sub/1.svg'],
    ['a format the renderer does not read', '/catalog/images/1.gif'],
    ['an already rendered width', '/catalog/images/1-640.webp'],
    ['a name that could climb out of the folder', '/catalog/images/..%2F1.svg'],
    ['a query after the name', '/catalog/images/1.svg?v=2'],
  ])('leaves %s as it is', (_, picture) => {
    expect(pictureSources(picture)).toEqual({ src: picture, widths: [] });
  });
});

describe('renderedFileOf', () => {
  it('reads back the picture and width of every file pictureSources names', () => {
    for (const width of PICTURE_WIDTHS) {
      const file = renderedPicturePath('33-navy', width).replace('/catalog/images/', '');
      expect(renderedFileOf(file)).toEqual({ name: '33-navy', width });
    }
  });

  it('knows no width the shop does not render, and nothing but WebP', () => {
    expect(renderedFileOf('33-480.webp')).toBeUndefined();
    expect(renderedFileOf('33-640.avif')).toBeUndefined();
    expect(renderedFileOf('33.webp')).toBeUndefined();
    expect(renderedFileOf('../33-640.webp')).toBeUndefined();
  });
});
