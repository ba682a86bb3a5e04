import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {themes} from 'prism-react-renderer';
import {CODE_CONTRAST, accessibleTheme, contrast, parseColor, prism, readableOn} from '../../config/prism';

describe('code-highlighting themes', () => {
  for (const [mode, theme] of Object.entries({light: prism.theme, dark: prism.darkTheme})) {
    it(`every token of the ${mode} theme reaches ${CODE_CONTRAST}:1 on its background, without opacity`, () => {
      const background = parseColor(theme.plain.backgroundColor!);
      for (const style of [theme.plain, ...theme.styles.map((entry) => entry.style)]) {
        assert.equal(style.opacity, undefined);
        if (!style.color) continue;
        const ratio = contrast(parseColor(style.color), background);
        assert.ok(ratio >= CODE_CONTRAST, `${style.color} is ${ratio.toFixed(2)}:1`);
      }
    });
  }

  it('the stock themes needed it: GitHub teal on its grey is 2.58:1', () => {
    assert.ok(contrast(parseColor('#36acaa'), parseColor('#f6f8fa')) < 3);
    assert.ok(accessibleTheme(themes.github).styles.some((entry) => entry.style.color !== undefined));
  });

  it('leaves readable colours alone and darkens on light, lightens on dark', () => {
    assert.equal(readableOn('#000000', '#ffffff'), '#000000');
    const darker = parseColor(readableOn('#36acaa', '#f6f8fa'));
    assert.ok(darker.every((channel, index) => channel <= parseColor('#36acaa')[index]!));
    const lighter = parseColor(readableOn('rgb(98, 114, 164)', '#282A36'));
    assert.ok(lighter.every((channel, index) => channel >= [98, 114, 164][index]!));
  });

  it('refuses a colour it cannot read', () => {
    assert.throws(() => parseColor('hsl(230, 1%, 98%)'), /Unsupported colour/);
  });
});
