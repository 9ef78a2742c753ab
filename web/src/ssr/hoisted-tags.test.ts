import { describe, expect, it } from 'vitest';
import { splitHoistedTags } from './hoisted-tags';

describe("React's head tags ahead of a rendered tree", () => {
  it('go to the head, the tree stays', () => {
    const html =
      '<title>Cakes | Crumb</title><meta name="description" content="a &gt; b"/><link rel="canonical" href="https://shop.example/"/><div id="app"><title>not hoisted</title></div>';
    expect(splitHoistedTags(html)).toEqual({
      head: '<title>Cakes | Crumb</title><meta name="description" content="a &gt; b"/><link rel="canonical" href="https://shop.example/"/>',
      body: '<div id="app"><title>not hoisted</title></div>',
    });
  });

  it('leave a tree without any as it is', () => {
    expect(splitHoistedTags('<main>hi</main>')).toEqual({ head: '', body: '<main>hi</main>' });
  });
});
