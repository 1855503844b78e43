include "f1768.td"
