include "f768.td"
