import { ThemeProvider } from '@mui/material/styles';
import { act, render, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { themeFor } from '../../app/theme';
import TouchRippleOnDemand, { type Ripple } from './touch-ripple-on-demand';

/** A button's ripple as ButtonBase mounts it on the first press, and the ripples it shows. */
function mountRipple() {
  const ripple = createRef<Ripple>();
  const { container } = render(
    <ThemeProvider theme={themeFor('en')}>
      <span style={{ position: 'relative' }}>
        <TouchRippleOnDemand ref={ripple} />
      </span>
    </ThemeProvider>,
  );
  return { ripple: ripple.current as Ripple, shown: () => container.querySelectorAll('.MuiTouchRipple-ripple') };
}

const press = { clientX: 12, clientY: 8 };

it('keeps the press ButtonBase asks to show before the ripple’s code has come, then shows it', async () => {
  const { ripple, shown } = mountRipple();
  act(() => ripple.start(press, {}));
  expect(shown()).toHaveLength(0);
  await waitFor(() => expect(shown()).toHaveLength(1));
});

it('shows the press at once on a button mounted after the code has come', async () => {
  const first = mountRipple();
  act(() => first.ripple.start(press, {}));
  await waitFor(() => expect(first.shown()).toHaveLength(1));

  const { ripple, shown } = mountRipple();
  act(() => ripple.start(press, {}));
  expect(shown()).toHaveLength(1);
});
