include "f2089.td"
