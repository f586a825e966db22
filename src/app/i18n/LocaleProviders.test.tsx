import { type Theme, useTheme } from '@mui/material/styles';
import arMessages from '../../universal/i18n/messages/ar.json';
import { themeStyles } from '../../browser-kit/ui/theme-styles';
import { renderRoute } from '../../test/render';
import { themeFor } from '../theme';

// A server render mounts the providers afresh for every request: the theme they hand down must be the one
// made for the language, or every per-theme cache (MUI's own, themeStyles') starts empty on each page.
describe("the app's theme", () => {
  it("hands every mount its language's one theme, so styles made once per theme stay made across renders", () => {
    const make = jest.fn(() => ({}));
    const useStyles = themeStyles(make);
    const seen: Theme[] = [];
    function Probe() {
      seen.push(useTheme());
      useStyles();
      return null;
    }
    for (let mount = 0; mount < 3; mount++) renderRoute(<Probe />).unmount();
    expect(new Set(seen).size).toBe(1);
    expect(seen[0]).toBe(themeFor('en'));
    expect(make).toHaveBeenCalledTimes(1);

    renderRoute(<Probe />, { locale: 'ar', messages: arMessages });
    expect(seen.at(-1)).toBe(themeFor('ar'));
    expect(seen.at(-1)?.direction).toBe('rtl');
    expect(make).toHaveBeenCalledTimes(2);
  });
});
