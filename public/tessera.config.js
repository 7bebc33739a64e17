window.tesseraConfig = window.tesseraConfig || {};
