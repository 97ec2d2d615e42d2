/* Folio images: an image that does not load (offline, or gone from its host) is replaced by a calm
   frame holding its alt text, on screen and in print; its caption stays where it was. */
(function () {
  function frame(image) {
    if (!image.parentNode || image.getAttribute("data-missing")) return;
    image.setAttribute("data-missing", "");
    var box = document.createElement("span");
    box.className = "image-missing";
    box.setAttribute("role", "img");
    var alt = image.getAttribute("alt") || "图片未能载入 Image not available";
    box.setAttribute("aria-label", alt);
    var width = parseInt(image.getAttribute("width"), 10);
    var height = parseInt(image.getAttribute("height"), 10);
    if (width > 0 && width < 64 && height > 0 && height < 64) {
      // an icon: a small box of its size (its name is beside it), the alt text for screen readers and on hover
      box.className += " icon";
      box.title = alt;
      box.style.width = width + "px";
      box.style.height = height + "px";
    } else {
      box.textContent = alt;
      if (width > 0) box.style.width = Math.min(width, 640) + "px";
    }
    image.parentNode.replaceChild(box, image);
  }
  document.addEventListener("error", function (event) {
    if (event.target && event.target.tagName === "IMG") frame(event.target);
  }, true);
  function sweep() {
    var images = document.querySelectorAll("img");
    for (var i = 0; i < images.length; i++) {
      if (images[i].complete && images[i].naturalWidth === 0 && images[i].getAttribute("src")) frame(images[i]);
    }
  }
  if (document.readyState === "complete") sweep(); else addEventListener("load", sweep);
})();
