include "f601.td"
