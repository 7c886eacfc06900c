import AccountBalanceOutlinedMui from '@mui/icons-material/AccountBalanceOutlined';
import BadgeOutlinedMui from '@mui/icons-material/BadgeOutlined';
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined?leve';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined?leve';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

/** The drawing inside an icon's <svg> (its paths and circles), as markup. */
const desenho = (svg: Element | null) => svg?.innerHTML.replaceAll(/ (class|focusable|aria-hidden)="[^"]*"/g, '');

describe('ícones leves (@mui/icons-material/X?leve)', () => {
  it('draw the very same Material icon as MUI, in a plain <svg> with the SvgIcon look and no MUI class', () => {
    for (const [Leve, Mui, nome] of [
      [AccountBalanceOutlined, AccountBalanceOutlinedMui, 'AccountBalanceOutlined'],
      [BadgeOutlined, BadgeOutlinedMui, 'BadgeOutlined'], // several paths and a circle
    ] as const) {
      const leve = render(<Leve color="primary" aria-hidden="true" />).container.querySelector('svg');
      const mui = render(<Mui color="primary" aria-hidden="true" />).container.querySelector('svg');
      expect(desenho(leve)).toBe(desenho(mui));
      expect(desenho(leve)).toMatch(/<path d="M/);
      expect(leve).toHaveAttribute('viewBox', '0 0 24 24');
      expect(leve).toHaveAttribute('aria-hidden', 'true');
      expect(leve).toHaveAttribute('focusable', 'false');
      expect(leve).toHaveAttribute('data-testid', `${nome}Icon`);
      expect(leve?.getAttribute('class')).toBe('pl-icone pl-icone-primaria');
      expect(leve?.getAttribute('class')).not.toMatch(/Mui/);
    }
  });

  it('take the text colour unless asked for the primary one', () => {
    const svg = render(<BadgeOutlined />).container.querySelector('svg');
    expect(svg?.getAttribute('class')).toBe('pl-icone');
  });
});
