include "f1543.td"
