# saved
