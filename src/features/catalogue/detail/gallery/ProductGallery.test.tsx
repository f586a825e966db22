import { createTheme, ThemeProvider } from '@mui/material';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { InEnglish } from '../../../../test/intl';
import { ProductGallery } from './ProductGallery';
import { keepEmotionRules } from '../../../../test/emotion-rules';

// This file asserts styles Emotion makes (src/test/emotion-rules.ts).
keepEmotionRules();

const TITLE = 'Halbrook Crew Neck T-Shirt';
const PICTURES = ['/catalog/images/33-white.svg', '/catalog/images/33.svg', '/catalog/images/33-angle.svg'];

// jsdom has no PointerEvent: a MouseEvent with a pointer id is what the swipe reads.
class TestPointerEvent extends MouseEvent {
  readonly pointerId: number;
  constructor(type: string, init: MouseEventInit & { pointerId?: number } = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
  }
}
beforeAll(() => {
  Object.assign(window, { PointerEvent: TestPointerEvent });
});

function renderGallery(pictures = PICTURES, direction: 'ltr' | 'rtl' = 'ltr') {
  const Page = ({ children }: { children: ReactNode }) => (
    <InEnglish>
      <ThemeProvider theme={createTheme({ direction })}>
        <div dir={direction}>{children}</div>
      </ThemeProvider>
    </InEnglish>
  );
  const user = userEvent.setup();
  const view = render(<ProductGallery pictures={pictures} alt={TITLE} />, { wrapper: Page });
  return { ...view, user };
}

const gallery = () => screen.getByRole('region', { name: `Pictures of ${TITLE}` });
/** The picture shown, by its alt text (the thumbnails' pictures have none: their buttons are named). */
const shown = () => within(gallery()).getByRole('img');
const expectShown = (number: number) => {
  expect(shown()).toHaveAccessibleName(`${TITLE}, picture ${number} of ${PICTURES.length}`);
  expect(shown()).toHaveAttribute('src', PICTURES[number - 1]);
  const current = screen.getAllByRole('button', { current: true });
  expect(current.map((button) => button.getAttribute('aria-label'))).toEqual([`Show picture ${number} of 3`]);
};
const thumbnail = (number: number) => screen.getByRole('button', { name: `Show picture ${number} of 3` });
const swipe = (element: Element, dx: number, dy = 0) => {
  fireEvent.pointerDown(element, { clientX: 200, clientY: 200, pointerId: 7 });
  fireEvent.pointerUp(element, { clientX: 200 + dx, clientY: 200 + dy, pointerId: 7 });
};

describe('ProductGallery', () => {
  it('names every picture by the title and its place, and loads the first with the page, in the width it needs', () => {
    renderGallery();
    expectShown(1);
    expect(shown()).toHaveAttribute('loading', 'eager');
    expect(shown()).toHaveAttribute('fetchpriority', 'high');
    expect(shown()).toHaveAttribute(
      'srcset',
      '/catalog/images/33-white-320.webp 320w, /catalog/images/33-white-640.webp 640w, /catalog/images/33-white-960.webp 960w',
    );
    expect(shown()).toHaveAttribute('sizes', '(min-width: 600px) 480px, calc(100vw - 66px)');
    expect(screen.getAllByRole('button', { name: /^Show picture \d of 3$/ })).toHaveLength(3);
    for (const number of [1, 2, 3]) {
      const picture = thumbnail(number).querySelector('img');
      expect(picture).toHaveAttribute('loading', 'lazy');
      expect(picture).toHaveAttribute('sizes', '56px');
    }
  });

  it('shows the picture whose thumbnail is clicked, and the others loaded lazily', async () => {
    const { user } = renderGallery();
    await user.click(thumbnail(3));
    expectShown(3);
    expect(shown()).toHaveAttribute('loading', 'lazy');
    expect(shown()).not.toHaveAttribute('fetchpriority');
    expect(screen.getByText('Picture 3 of 3')).toBeInTheDocument();
  });

  it('steps with the arrows, round from the last to the first', async () => {
    const { user } = renderGallery();
    await user.click(screen.getByRole('button', { name: 'Next picture' }));
    expectShown(2);
    await user.click(screen.getByRole('button', { name: 'Next picture' }));
    await user.click(screen.getByRole('button', { name: 'Next picture' }));
    expectShown(1);
    await user.click(screen.getByRole('button', { name: 'Previous picture' }));
    expectShown(3);
  });

  it('follows the arrow keys, Home and End, moving the focus along the thumbnails', async () => {
    const { user } = renderGallery();
    act(() => thumbnail(1).focus());
    await user.keyboard('{ArrowRight}');
    expectShown(2);
    expect(thumbnail(2)).toHaveFocus();
    await user.keyboard('{End}');
    expectShown(3);
    await user.keyboard('{ArrowLeft}');
    expectShown(2);
    await user.keyboard('{Home}');
    expectShown(1);
    expect(thumbnail(1)).toHaveFocus();
  });

  it('reads the arrow keys the other way round on a right-to-left page, where the next picture is to the left', async () => {
    const { user } = renderGallery(PICTURES, 'rtl');
    act(() => screen.getByRole('button', { name: 'Next picture' }).focus());
    await user.keyboard('{ArrowLeft}');
    expectShown(2);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expectShown(3);
  });

  it('changes picture on a sideways swipe, the way the page reads, and not on a tap or a scroll', async () => {
    renderGallery();
    swipe(shown(), -120);
    expectShown(2);
    swipe(shown(), 120);
    expectShown(1);
    swipe(shown(), -20);
    swipe(shown(), -60, 150);
    expectShown(1);
    // The click that ends a swipe does not open the full-screen view.
    swipe(shown(), -120);
    fireEvent.click(shown());
    // Long enough for the view's chunk to load, had the click opened it.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('swipes the other way on a right-to-left page', () => {
    renderGallery(PICTURES, 'rtl');
    swipe(shown(), 120);
    expectShown(2);
  });

  it('starts again at the first picture when another choice brings other pictures', async () => {
    const { user, rerender } = renderGallery();
    await user.click(thumbnail(3));
    const navy = ['/catalog/images/33.svg', '/catalog/images/33-angle.svg', '/catalog/images/33-detail.svg'];
    rerender(<ProductGallery pictures={navy} alt={TITLE} />);
    expect(shown()).toHaveAttribute('src', '/catalog/images/33.svg');
  });

  it('shows one picture without arrows or thumbnails', () => {
    renderGallery(['https://img.example.com/1.jpg']);
    expect(shown()).toHaveAccessibleName(`${TITLE}, picture 1 of 1`);
    // A remote picture is shown as it is: the shop renders no widths of it.
    expect(shown()).not.toHaveAttribute('srcset');
    expect(screen.queryByRole('button', { name: 'Next picture' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Show picture/ })).not.toBeInTheDocument();
  });
});

describe('the full-screen view', () => {
  const dialog = () => screen.getByRole('dialog');
  const big = () => within(dialog()).getByRole('img');

  it('opens on its button with the picture shown, steps with the keys once, and gives the focus back on Escape', async () => {
    const { user } = renderGallery();
    await user.click(thumbnail(2));
    const opener = screen.getByRole('button', { name: 'View full screen' });
    await user.click(opener);
    // The view loads on first use.
    expect(await screen.findByRole('dialog')).toHaveAccessibleName('Picture 2 of 3');
    // The picture itself, not a rendered width: the full-screen view is where a shopper looks closely.
    expect(big()).toHaveAttribute('src', PICTURES[1]);
    expect(big()).not.toHaveAttribute('srcset');
    expect(big()).toHaveAccessibleName(`${TITLE}, picture 2 of 3`);
    await user.keyboard('{ArrowRight}');
    expect(dialog()).toHaveAccessibleName('Picture 3 of 3');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expectShown(3);
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('opens on a click on the picture, and closes by its button with the focus on the opener', async () => {
    const { user } = renderGallery();
    await user.click(shown());
    expect(await screen.findByRole('dialog')).toHaveAccessibleName('Picture 1 of 3');
    await user.click(within(dialog()).getByRole('button', { name: 'Close full-screen view' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'View full screen' })).toHaveFocus());
  });

  it('zooms in 2× by its button, a click or +, around the point clicked, and out again', async () => {
    const { user } = renderGallery();
    await user.click(screen.getByRole('button', { name: 'View full screen' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Zoom in' }));
    expect(big()).toHaveStyle({ transform: 'scale(2)' });
    await user.click(within(dialog()).getByRole('button', { name: 'Zoom out' }));
    expect(big()).toHaveStyle({ transform: 'none' });

    // jsdom lays nothing out: the picture is given a box, so the click lands at a known place on it.
    big().getBoundingClientRect = () => ({ left: 0, top: 0, width: 400, height: 400 }) as DOMRect;
    fireEvent.click(big(), { clientX: 100, clientY: 300 });
    expect(big()).toHaveStyle({ transform: 'scale(2)', transformOrigin: '25% 75%' });
    // The zoomed picture follows the pointer.
    fireEvent.pointerMove(big(), { clientX: 400, clientY: 0 });
    expect(big()).toHaveStyle({ transformOrigin: '100% 0%' });
    fireEvent.click(big(), { clientX: 10, clientY: 10 });
    expect(big()).toHaveStyle({ transform: 'none' });

    await user.keyboard('+');
    expect(big()).toHaveStyle({ transform: 'scale(2)' });
    await user.keyboard('-');
    expect(big()).toHaveStyle({ transform: 'none' });
  });

  it('changes picture on a swipe', async () => {
    renderGallery();
    fireEvent.click(screen.getByRole('button', { name: 'View full screen' }));
    await screen.findByRole('dialog');
    swipe(big(), -120);
    expect(dialog()).toHaveAccessibleName('Picture 2 of 3');
  });
});
