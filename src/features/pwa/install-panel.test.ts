import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import pl from '../../../messages/pl.json';
import { InstallPanel } from './components/install-panel';

const strings = pl.pwa.install;
const render = (stores: { appStore?: string; playStore?: string }) => renderToStaticMarkup(createElement(InstallPanel, { strings, stores }));

describe('the install panel', () => {
  it('shows no store section while no store listing is configured', () => {
    const html = render({});
    expect(html).toContain(strings.title);
    expect(html).not.toContain(strings.storesTitle);
    expect(html).not.toContain('id="install-stores"');
  });

  it('links each configured store, and only those, under its translated name', () => {
    const appStore = 'https://apps.apple.com/app/exhale/id123';
    const playStore = 'https://play.google.com/store/apps/details?id=org.exhale';
    const both = render({ appStore, playStore });
    expect(both).toContain(strings.storesTitle);
    expect(both).toContain(`href="${appStore}"`);
    expect(both).toContain(`href="${playStore.replace('&', '&amp;')}"`);
    expect(both).toContain(`>${strings.appStore}</a>`);
    expect(both).toContain(`>${strings.playStore}</a>`);

    const one = render({ playStore });
    expect(one).toContain(`>${strings.playStore}</a>`);
    expect(one).not.toContain(`>${strings.appStore}</a>`);
  });
});
