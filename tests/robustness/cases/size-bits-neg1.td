def A { bits<-1> b; }
