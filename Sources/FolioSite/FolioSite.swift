// FolioSite: the last pipeline stage. Loads the whole book from Content/, then renders pages into Site/.
