import { createTheme } from '@mui/material/styles';

/** Marketplace look: dark navy bars, yellow call-to-action buttons, teal links. */
export const theme = createTheme({
  palette: {
    primary: { main: '#ffd814', dark: '#f7ca00', light: '#ffe55c', contrastText: '#0f1111' },
    secondary: { main: '#ffa41c', dark: '#fa8900', contrastText: '#0f1111' },
    info: { main: '#007185' },
    success: { main: '#067d62' },
    error: { main: '#b12704' },
    background: { default: '#eaeded', paper: '#ffffff' },
    text: { primary: '#0f1111', secondary: '#565959' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: '"Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { borderRadius: 20 } } },
    MuiLink: { defaultProps: { underline: 'hover' }, styleOverrides: { root: { color: '#007185' } } },
  },
});

/** Colours of the page shell, outside the MUI palette. */
export const shellColors = {
  header: '#131921',
  subHeader: '#232f3e',
  footer: '#232f3e',
  footerBottom: '#131a22',
  accent: '#febd69',
};
