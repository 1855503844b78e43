include "f663.td"
