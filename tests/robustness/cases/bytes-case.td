def A { string u = !toupper("Ã©ÿ abc é"); string l = !tolower("Ã‰ÿ ABC É"); }
