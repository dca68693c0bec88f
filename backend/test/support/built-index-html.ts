/** An index.html like Vite's build, with placeholder head tags the server must replace rather than repeat. */
export const BUILT_INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Natural House</title>
    <meta name="description" content="Premium home care essentials for mindful living" />
    <link rel="canonical" href="https://old.example/" />
    <meta property="og:title" content="old" />
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;
