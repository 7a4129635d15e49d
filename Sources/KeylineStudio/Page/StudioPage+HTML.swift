extension StudioPage {
    static let html = #"""
<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Keyline Studio</title>
<link rel="stylesheet" href="/studio.css">
</head>
<body data-live="off">
<div id="app"><p style="padding:20px">Loading Keyline Studio…</p></div>
<script src="/studio.js"></script>
</body>
</html>
"""#
}
