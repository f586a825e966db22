/** @jsxImportSource @emotion/react */
import { css, type SerializedStyles } from '@emotion/react';
import { themeStyles } from './theme-styles';

const useDividerLook = themeStyles((theme) =>
  css({
    margin: 0,
    flexShrink: 0,
    borderWidth: 0,
    borderStyle: 'solid',
    borderColor: theme.palette.divider,
    borderBottomWidth: 'thin',
  }),
);

/**
 * MUI's horizontal `<Divider />`: the same `hr` and rules, made once per theme, so a screen that draws rules between
 * its parts carries no Divider. `look` goes over it as `sx` goes over Divider's.
 */
export function LeanDivider({ look }: { look?: SerializedStyles }) {
  const divider = useDividerLook();
  return <hr css={look ? [divider, look] : divider} />;
}
