include "f981.td"
