/** An index.html like Vite's build: no title or description of its own (the server writes the page's), its placeholders. */
export const BUILT_INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
    <!--app-head-->
  </head>
  <body><div id="root"><!--app-html--></div></body>
</html>`;
