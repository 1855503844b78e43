include "f1155.td"
