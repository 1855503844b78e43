include "f118.td"
