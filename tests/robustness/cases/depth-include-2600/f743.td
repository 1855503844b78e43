include "f744.td"
