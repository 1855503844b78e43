include "f216.td"
