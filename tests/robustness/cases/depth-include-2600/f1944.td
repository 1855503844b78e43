include "f1945.td"
